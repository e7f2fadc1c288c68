/**
 * The app's router: the browser's history, a route table of `<Route>` elements with layout routes
 * and outlets, and the hooks the pages read (location, params, search params, navigate).
 *
 * It replaces React Router 7, of which the app used only this much (BrowserRouter, Routes, Route,
 * Outlet with its context, Navigate, Link, matchPath and five hooks) and which cost every route
 * 13.6 KB of its initial JS (min + gzip); this is about 2 KB. It keeps what the pages relied
 * on, each as React Router does it:
 * - a location change renders in a transition (`startTransition`): going to a page whose chunk
 *   has not arrived keeps the current page on screen instead of the Suspense fallback;
 * - paths match whatever their case and with or without a trailing slash; a static segment ranks
 *   above a parameter (`/marketplace/services/new` above `/marketplace/services/:id`), a
 *   parameter above `*`; `:id?` is optional; parameters are URL-decoded;
 * - a link's click is routed only for a plain primary click on a same-origin link without a
 *   target (a click with Ctrl, ⌘, Shift or Alt, or a middle click, stays the browser's), after the
 *   link's own onClick, which can prevent it; a link to the location already shown replaces it;
 * - `navigate('?a=b')` keeps the path (search-only navigation, as setSearchParams does).
 */
import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

/** Where the browser is: the parts of its URL the app reads, and the state pushed with it. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What `navigate(to, { state })` pushed with this entry, or null. */
  state: unknown;
  /** This history entry's own key ('default' for the page's first). */
  key: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
  state?: unknown;
}

/** Goes to an app path (`/messages?group=3`) or a search relative to the current path (`?tab=x`). */
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

export type Params = Readonly<Record<string, string | undefined>>;

/** What this router keeps in `history.state`: the caller's state and the entry's key. */
interface HistoryEntry {
  usr: unknown;
  key: string;
}

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as Partial<HistoryEntry> | null;
  return {
    pathname,
    search,
    hash,
    state: entry?.usr ?? null,
    key: typeof entry?.key === 'string' ? entry.key : 'default',
  };
}

/** The routers listening to pushes and replaces (the browser's popstate covers back and forward). */
const historyListeners = new Set<() => void>();

/** `to` as a path on this origin, or null when it leads to another origin. */
function appPath(to: string): string | null {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;
}

const currentPath = () => window.location.pathname + window.location.search + window.location.hash;

/** Pushes (or replaces) a history entry and tells the routers; another origin is loaded instead. */
export const navigate: NavigateFunction = (to, options = {}) => {
  const path = appPath(to);
  if (path === null) {
    window.location[options.replace ? 'replace' : 'assign'](to);
    return;
  }
  const entry: HistoryEntry = {
    usr: options.state ?? null,
    key: Math.random().toString(36).slice(2, 10),
  };
  window.history[options.replace ? 'replaceState' : 'pushState'](entry, '', path);
  for (const listener of historyListeners) listener();
};

const LocationContext = createContext<Location | null>(null);

/**
 * Around the app: the location, kept in step with the browser's history. A change renders in a
 * transition (see the module's comment).
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  // A layout effect, so the router listens before any page's effect can navigate.
  useLayoutEffect(() => {
    const update = () => {
      const next = readLocation();
      startTransition(() => setLocation(next));
    };
    historyListeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      historyListeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation() is used outside <BrowserRouter>');
  return location;
}

/** The router's navigate (one function for the app's life). */
export function useNavigate(): NavigateFunction {
  return navigate;
}

type SearchParamsInit = URLSearchParams | Record<string, string> | string;

/**
 * The location's query, and a setter that navigates to the same path with another query (a push
 * unless `{ replace: true }`); the setter also takes a function of the current query.
 */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [params],
  );
  return [params, setParams];
}

/** Sends to `to` once rendered (in an effect, as a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  useEffect(() => navigate(to, { replace, state }), [to, replace, state]);
  return null;
}

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  /** Replace the current entry (default: only when `to` is the location already shown). */
  replace?: boolean;
  state?: unknown;
};

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/** An anchor whose plain clicks the router handles (see the module's comment). */
export function Link({ to, replace, state, onClick, target, ...props }: LinkProps) {
  const location = useLocation();
  // Resolved against the location shown, so a search-only `to` keeps the path in the href too.
  const href = useMemo(() => {
    const url = new URL(to, `${window.location.origin}${location.pathname}${location.search}`);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : to;
  }, [to, location.pathname, location.search]);
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, target) || appPath(href) === null)
          return;
        event.preventDefault();
        navigate(href, { replace: replace ?? href === currentPath(), state });
      }}
    />
  );
}

// ---- Matching ----

/** A path pattern's segments; `:id?` is optional, `*` (last) takes the rest. */
function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Each form of a pattern without optional parameters: `/profile/:id?` → `/profile`, `/profile/:id`. */
function explode(pattern: string): string[][] {
  return segmentsOf(pattern).reduce<string[][]>(
    (forms, segment) =>
      segment.startsWith(':') && segment.endsWith('?')
        ? [...forms, ...forms.map((form) => [...form, segment.slice(0, -1)])]
        : forms.map((form) => [...form, segment]),
    [[]],
  );
}

/** How specific a form is: static segments weigh most, then parameters; `*` counts against. */
function scoreOf(form: string[]): number {
  return form.reduce(
    (score, segment) => score + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10),
    form.length,
  );
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** A form's params when it matches the whole path, else null. */
function matchForm(form: string[], pathname: string): Record<string, string> | null {
  const parts = segmentsOf(pathname);
  const params: Record<string, string> = {};
  for (let i = 0; i < form.length; i++) {
    const segment = form[i]!;
    if (segment === '*') {
      params['*'] = parts.slice(i).map(decode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(part);
    else if (decode(part).toLowerCase() !== segment.toLowerCase()) return null;
  }
  return parts.length === form.length ? params : null;
}

/** The params of `pattern` on `pathname` (the whole path, as React Router's `end: true`), or null. */
export function matchPath(pattern: string, pathname: string): Params | null {
  const forms = explode(pattern).map((segments) => ({ segments, score: scoreOf(segments) }));
  return bestMatch([{ forms, elements: [] }], pathname)?.params ?? null;
}

/**
 * The most specific form of `branches` matching the whole of `pathname` (see `scoreOf`), the
 * first declared on a tie, with its branch and params; null when none matches.
 */
function bestMatch(
  branches: Branch[],
  pathname: string,
): { branch: Branch; score: number; params: Params } | null {
  let best: { branch: Branch; score: number; params: Params } | null = null;
  for (const branch of branches) {
    for (const form of branch.forms) {
      if (best && form.score <= best.score) continue;
      const params = matchForm(form.segments, pathname);
      if (params) best = { branch, score: form.score, params };
    }
  }
  return best;
}

// ---- Routes and outlets ----

/** A route of the table: a page at `path`, or a layout (no path) around its child routes. */
export interface RouteProps {
  path?: string;
  element: ReactNode;
  children?: ReactNode;
}

/** Declares a route inside `<Routes>`; it renders nothing of its own. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

/** One leaf of the table: its forms and the elements from the outermost layout to the page. */
interface Branch {
  forms: { segments: string[]; score: number }[];
  elements: ReactNode[];
}

function branchesOf(children: ReactNode, outer: ReactNode[] = []): Branch[] {
  const branches: Branch[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      branches.push(...branchesOf((child.props as { children?: ReactNode }).children, outer));
      return;
    }
    const { path, element, children: nested } = child.props;
    const elements = [...outer, element];
    if (path === undefined) branches.push(...branchesOf(nested, elements));
    else {
      const forms = explode(path).map((segments) => ({ segments, score: scoreOf(segments) }));
      branches.push({ forms, elements });
    }
  });
  return branches;
}

interface RouteState {
  params: Params;
  /** What `<Outlet />` renders here: the next element of the matched branch. */
  outlet: ReactNode;
}
const RouteContext = createContext<RouteState>({ params: {}, outlet: null });
const OutletDataContext = createContext<unknown>(undefined);

/**
 * Renders the best match of its `<Route>` children for the location: the most specific form
 * (see `scoreOf`), the first declared on a tie; nothing when none matches.
 */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const branches = useMemo(() => branchesOf(children), [children]);
  const best = bestMatch(branches, pathname);
  if (!best) return null;
  const { params } = best;
  return best.branch.elements.reduceRight<ReactNode>(
    (outlet, element) => (
      <RouteContext.Provider value={{ params, outlet }}>{element}</RouteContext.Provider>
    ),
    null,
  );
}

/** The matched route's parameters (`/talent/:id` → `{ id }`), URL-decoded. */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** In a layout route's element: where its matched child renders, with `context` for it to read. */
export function Outlet({ context }: { context?: unknown }) {
  const { outlet } = useContext(RouteContext);
  return <OutletDataContext.Provider value={context}>{outlet}</OutletDataContext.Provider>;
}

/** The `context` the nearest `<Outlet>` above was given. */
export function useOutletContext<T>(): T {
  return useContext(OutletDataContext) as T;
}
