/** Where a protected project's sealed file is written and fetched, below its page. */
export const sealedPath = (id: string) => `/portfolio/${id}/sealed.bin`;
