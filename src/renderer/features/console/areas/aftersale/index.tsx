/**
 * The console's after-sales area (issue 20, aftersale): the queue (`/aftersale`, "needs the
 * platform" first) and one request (`/aftersale/:id`).
 */
import { Route, Routes } from 'react-router-dom';
import DetailScreen from './DetailScreen';
import ListScreen from './ListScreen';

export default function AftersaleArea() {
  return (
    <Routes>
      <Route index element={<ListScreen />} />
      <Route path=":id" element={<DetailScreen />} />
    </Routes>
  );
}
