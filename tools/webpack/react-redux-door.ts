// What federation shares as `react-redux` (tools/webpack/create-config.ts): the package but
// `connect`, which no app uses (they use hooks, and RTK Query's hooks use them too). A shared
// module is built whole, as its users cannot tree-shake it, so the whole package put connect on
// every page's first load. The apps import `react-redux` as always; their tests use the package.
//
// `react-redux-unshared` is the package under a name that is not shared (an alias in
// create-config.ts), so this file does not consume itself. Every export of the package is here
// (react-redux-door.test.ts) but `connect` and `legacy_connect` (doors-left-out.json, which ESLint
// also reads).
export {
  Provider,
  ReactReduxContext,
  batch,
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from 'react-redux-unshared';
