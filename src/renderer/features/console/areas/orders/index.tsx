/**
 * The console's orders area (issue 20, part ORDERS): `/orders` the search (filters in the URL,
 * server paging and sorting, CSV export) and `/orders/:id` one order (items, amounts, payments,
 * timeline, logistics, after-sales, remarks; ship a platform seller's paid order, cancel an
 * unpaid one). Both re-read when an order changes (`ops:changed` topic `orders`).
 */
import { Route, Routes } from 'react-router-dom';
import { OrderDetailScreen } from './OrderDetailScreen';
import { OrdersListScreen } from './OrdersListScreen';

export default function OrdersArea() {
  return (
    <Routes>
      <Route index element={<OrdersListScreen />} />
      <Route path=":id" element={<OrderDetailScreen />} />
    </Routes>
  );
}
