import { useEffect } from 'react';

const PRODUCT_NAME = 'Vrijwilligersportaal';

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
