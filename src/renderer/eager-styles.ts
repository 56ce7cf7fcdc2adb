// The styles every screen of the first load relies on, for both entries (h5 and kiosk): only the
// kernel's app.css. Each feature sheet is imported by the screens and parts that use its classes,
// so a lazy screen loads its CSS in its own chunk (issue 17); pieces two features share live in
// core/ui/ui.css. styles.test.ts keeps it that way.
import './core/layout/app.css';
