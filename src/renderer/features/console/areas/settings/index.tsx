/** The console's business settings area (issue 23, part settings): one screen at `/settings`. */
import { Route, Routes } from 'react-router-dom';
import SettingsScreen from './SettingsScreen';

export default function SettingsArea() {
  return (
    <Routes>
      <Route index element={<SettingsScreen />} />
    </Routes>
  );
}
