/** The console's dashboard area (issue 20, part `dash`): one screen at `/dashboard`. */
import { Route, Routes } from 'react-router-dom';
import DashboardScreen from './DashboardScreen';

export default function DashboardArea() {
  return (
    <Routes>
      <Route index element={<DashboardScreen />} />
    </Routes>
  );
}
