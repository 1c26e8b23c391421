/** Documents per "Meer laden" in a folder. */
export const DOCUMENTS_PAGE_SIZE = 20;
