package mixed;

import dev.fastserial.FastSerial;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.math.BigDecimal;

/** JPetStore's cart line: a bean, shared between the cart's map and its list. */
@FastSerial
public class CartItem implements Externalizable {
    private static final long serialVersionUID = 1L;

    private Item item;
    private int quantity;
    private boolean inStock;
    private BigDecimal total;

    public CartItem() {}

    public Item getItem() { return item; }
    public void setItem(Item item) { this.item = item; calculateTotal(); }
    public int getQuantity() { return quantity; }
    public void setQuantity(int quantity) { this.quantity = quantity; calculateTotal(); }
    public boolean isInStock() { return inStock; }
    public void setInStock(boolean inStock) { this.inStock = inStock; }
    public BigDecimal getTotal() { return total; }
    public void setTotal(BigDecimal total) { this.total = total; }
    public void incrementQuantity() { setQuantity(quantity + 1); }

    private void calculateTotal() {
        total = item == null || item.listPrice() == null ? null : item.listPrice().multiply(BigDecimal.valueOf(quantity));
    }

    @Override public void writeExternal(ObjectOutput out) throws IOException { CartItemExternalizer.writeExternal(this, out); }
    @Override public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        CartItemExternalizer.readExternal(this, in);
    }
}
