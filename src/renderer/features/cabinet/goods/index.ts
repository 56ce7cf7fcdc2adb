// Form pieces of the merchant goods screens (kiosk): fields and rules, the class form, the cabinet
// goods form with its SKU picker, the shop goods form with its platform category picker.
import '../gallery.css';

export { CabinetGoodsForm, type CabinetGoodsValues } from './CabinetGoodsForm';
export { CategoryPicker } from './CategoryPicker';
export { ClassForm } from './ClassForm';
export { Chips, TextField, type ChipOption } from './fields';
export { checkInt, checkName, checkOptionalPrice, checkPrice, newIdempotencyKey } from './rules';
export { ShopGoodsForm, type ShopGoodsValues } from './ShopGoodsForm';
export { SkuPicker } from './SkuPicker';
