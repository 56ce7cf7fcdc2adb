/**
 * The console's merchants and cabinets area (issue 23, part merchants): `/merchants` the list,
 * `/merchants/:id` one merchant (account, cabinets, sellers, couriers), `/merchants/cabinets/:id`
 * one cabinet's live state, grid and terminals.
 */
import { Route, Routes } from 'react-router-dom';
import { CabinetDetail } from './CabinetDetail';
import { MerchantDetail } from './MerchantDetail';
import { MerchantList } from './MerchantList';

export default function MerchantsArea() {
  return (
    <Routes>
      <Route index element={<MerchantList />} />
      <Route path="cabinets/:id" element={<CabinetDetail />} />
      <Route path=":id" element={<MerchantDetail />} />
    </Routes>
  );
}
