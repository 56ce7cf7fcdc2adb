// The styles every screen of the first load relies on, in the order they cascade, for both
// entries (h5 and kiosk): the kernel's app.css first, then the features' sheets that the first
// screens use. They come in through the entries, never through the kernel (which imports no
// feature); moving each into the screens that use it is left to the style work of issue 17.
import './core/layout/app.css';
import './features/cart/detail-cart.css';
import './features/catalogue/catalogue.css';
import './features/wallet/wallet.css';
import './features/checkout/checkout.css';
import './features/orders/orders.css';
import './features/account/account.css';
