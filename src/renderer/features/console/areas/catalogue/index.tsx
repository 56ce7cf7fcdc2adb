/**
 * The console's goods area (issue 20 part goods, menu entry `catalogue`): the list at
 * `/catalogue`, the editor at `/catalogue/new` and `/catalogue/:id`.
 */
import { Route, Routes } from 'react-router-dom';
import GoodsEditScreen from './GoodsEditScreen';
import GoodsListScreen from './GoodsListScreen';
import './catalogue.css';

export default function CatalogueArea() {
  return (
    <Routes>
      <Route index element={<GoodsListScreen />} />
      <Route path="new" element={<GoodsEditScreen />} />
      <Route path=":id" element={<GoodsEditScreen />} />
    </Routes>
  );
}
