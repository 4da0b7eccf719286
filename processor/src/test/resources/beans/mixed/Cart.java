package mixed;

import dev.fastserial.ByReference;
import dev.fastserial.FastSerial;
import java.io.Serializable;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * JPetStore's cart: no constructor, two final containers without setters that hold the same
 * items (so both are written by reference), one reached directly, one through its getter.
 */
@FastSerial
public class Cart implements Serializable {
    private static final long serialVersionUID = 1L;

    @ByReference final Map<String, CartItem> itemMap = Collections.synchronizedMap(new HashMap<>());
    @ByReference private final List<CartItem> itemList = new ArrayList<>();

    public List<CartItem> getItemList() { return itemList; }
    public int getNumberOfItems() { return itemList.size(); }
    public boolean containsItemId(String itemId) { return itemMap.containsKey(itemId); }

    public void addItem(Item item, boolean isInStock) {
        CartItem cartItem = itemMap.get(item.itemId());
        if (cartItem == null) {
            cartItem = new CartItem();
            cartItem.setItem(item);
            cartItem.setQuantity(0);
            cartItem.setInStock(isInStock);
            itemMap.put(item.itemId(), cartItem);
            itemList.add(cartItem);
        }
        cartItem.incrementQuantity();
    }

    public void incrementQuantityByItemId(String itemId) { itemMap.get(itemId).incrementQuantity(); }

    public BigDecimal getSubTotal() {
        return itemList.stream().map(i -> i.getItem().listPrice().multiply(BigDecimal.valueOf(i.getQuantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    private Object writeReplace() { return new CartExternalizer(this); }
}
