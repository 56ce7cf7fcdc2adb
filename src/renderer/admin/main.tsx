/** Entry of the operator console (issue 20): desktop web at /admin/, its own routes. */
import { startConsole } from '../features/console';

document.body.classList.add('console');
startConsole(document.getElementById('root') as HTMLElement);
