// Stands in for `next/navigation` in jest: tests choose the current path with `setPathname`.
let pathname = '/';

export const setPathname = (next: string) => {
  pathname = next;
};

export const usePathname = () => pathname;

export function notFound(): never {
  throw new Error('NEXT_HTTP_ERROR_FALLBACK;404');
}
