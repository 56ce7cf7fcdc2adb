/**
 * The console's promotions area (issue 23, menu entry `promotions`): the activity list at
 * `/promotions`, the form at `/promotions/new` and `/promotions/:id`.
 */
import { Route, Routes } from 'react-router-dom';
import PromoEditScreen from './PromoEditScreen';
import PromoListScreen from './PromoListScreen';

export default function PromotionsArea() {
  return (
    <Routes>
      <Route index element={<PromoListScreen />} />
      <Route path="new" element={<PromoEditScreen />} />
      <Route path=":id" element={<PromoEditScreen />} />
    </Routes>
  );
}
