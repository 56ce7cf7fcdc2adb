/** The console's session, handed to its screens through React context (issue 20). */
import { createContext, useContext } from 'react';
import type { ConsoleSession } from './session-store';

export const SessionContext = createContext<ConsoleSession | null>(null);

export function useSession(): ConsoleSession {
  const s = useContext(SessionContext);
  if (!s) throw new Error('the console session is not provided');
  return s;
}
