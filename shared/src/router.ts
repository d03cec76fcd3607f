// The one door to React Router for every app (ESLint refuses `react-router-dom` elsewhere).
// Shared as `@alz/shared/router`, it is one module on the page (one router context), and only
// the parts named here are built: shared modules cannot be tree-shaken by their users, so
// sharing the whole package would ship all of it (about 65 kB gzip instead of about 34 kB).
// Add a name here when an app needs another part of the router.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
