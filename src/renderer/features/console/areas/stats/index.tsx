/** The console's statistics area (issue 23, part stats): one screen at `/stats`. */
import { Route, Routes } from 'react-router-dom';
import StatsScreen from './StatsScreen';

export default function StatsArea() {
  return (
    <Routes>
      <Route index element={<StatsScreen />} />
    </Routes>
  );
}
