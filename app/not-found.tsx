// The not-found boundary above both root layouts: every page's payload carries its element, so it
// is the smallest one (without it Next.js inlines its default 404 markup into each page). An
// export never renders it (dynamicParams is off): the exported 404 pages are
// app/global-not-found.tsx and each language's not-found page.
export default function NotFound() {
  return null;
}
