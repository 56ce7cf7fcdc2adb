/**
 * The console's users area (issue 20, part users): `/users` the search list, `/users/:id` one
 * user's detail with its actions.
 */
import { Route, Routes } from 'react-router-dom';
import { UserDetail } from './UserDetail';
import { UserList } from './UserList';

export default function UsersArea() {
  return (
    <Routes>
      <Route index element={<UserList />} />
      <Route path=":id" element={<UserDetail />} />
    </Routes>
  );
}
