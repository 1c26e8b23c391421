import { Alert, Button, Space, Spin, Typography } from 'antd';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
// Self-hosted with the app (no CDN): Vite copies the worker into the build and the CSP's 'self' allows it.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { SIGNATURE_STAMP, SIGNING_PREVIEW_SCALE, SIGNING_ZOOM } from '../../../../../shared/constants';
import { messages } from '../../../../../shared/messages';
import type { SignaturePosition } from '../../../../../shared/schemas/signing';
import { LeftOutlined, MinusOutlined, PlusOutlined, RightOutlined } from '../../../components/icons';

GlobalWorkerOptions.workerSrc = workerUrl;

const m = messages.signing;

type PdfPositionPickerProps = {
  file: File;
  value: SignaturePosition | null;
  onChange: (position: SignaturePosition) => void;
  /** Told whether a page is drawn on screen now (a place can be chosen, and confirmed, only then). */
  onPageShown?: (isShown: boolean) => void;
};

const ZOOM_STEPS = Math.round((SIGNING_ZOOM.max - SIGNING_ZOOM.min) / SIGNING_ZOOM.step);
const zoomAt = (step: number) => Math.round((SIGNING_ZOOM.min + step * SIGNING_ZOOM.step) * 10) / 10;
const INITIAL_STEP = Math.round((1 - SIGNING_ZOOM.min) / SIGNING_ZOOM.step);

/**
 * Spec §4: the PDF shown at 1.4 × the zoom (50–200 % in steps of 10 %), page previous/next, and a
 * click that places the marker; the position goes to the server in PDF points from the page's bottom
 * left. The marker is as big as the printed stamp (SIGNATURE_STAMP, issue 37 point 7), so it shows
 * what the stamp will cover. The page is drawn as soon as the dialog opens, again when the viewer
 * changes size, and a click counts only on a drawn page (issue 37 point 6).
 */
export function PdfPositionPicker({ file, value, onChange, onPageShown }: PdfPositionPickerProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoomStep, setZoomStep] = useState(INITIAL_STEP);
  const [pageSize, setPageSize] = useState<{ width: number; height: number } | null>(null);
  const [shownPage, setShownPage] = useState<string | null>(null);
  const [resizes, setResizes] = useState(0);
  const zoom = zoomAt(zoomStep);
  const scale = SIGNING_PREVIEW_SCALE * zoom;
  const drawing = `${pageNumber}@${scale}#${resizes}`;
  const isPageShown = pdf !== null && shownPage === drawing;

  useEffect(() => onPageShown?.(isPageShown), [isPageShown, onPageShown]);

  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    setPdf(null);
    setShownPage(null);
    setPageNumber(1);
    const task = { current: null as ReturnType<typeof getDocument> | null };
    file
      .arrayBuffer()
      .then((data) => {
        task.current = getDocument({ data: new Uint8Array(data) });
        return task.current.promise;
      })
      .then((document) => !cancelled && setPdf(document))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      void task.current?.destroy();
    };
  }, [file]);

  // The viewer's size changes with the dialog and the window: the page is drawn again then, so it is
  // never left blank or stale (issue 37 point 6).
  useEffect(() => {
    const element = viewport.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      setResizes((count) => count + 1);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const target = canvas.current;
    if (!pdf || !target) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    void pdf.getPage(pageNumber).then((page) => {
      if (cancelled) return;
      const scaled = page.getViewport({ scale });
      const base = page.getViewport({ scale: 1 });
      setPageSize({ width: base.width, height: base.height });
      target.width = Math.floor(scaled.width);
      target.height = Math.floor(scaled.height);
      task = page.render({ canvas: target, viewport: scaled });
      task.promise.then(
        () => !cancelled && setShownPage(drawing),
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, scale, drawing]);

  if (failed) return <Alert type="error" showIcon title={m.pdfLoadFailed} />;

  const markerSize = { width: SIGNATURE_STAMP.width * scale, height: SIGNATURE_STAMP.height * scale };
  const place = (event: React.MouseEvent<HTMLCanvasElement>) => {
    if (!isPageShown || !pageSize) return;
    const box = event.currentTarget.getBoundingClientRect();
    // The marker is centred on the click and kept on the page.
    const left = Math.min(
      Math.max(0, event.clientX - box.left - markerSize.width / 2),
      Math.max(0, box.width - markerSize.width),
    );
    const top = Math.min(
      Math.max(0, event.clientY - box.top - markerSize.height / 2),
      Math.max(0, box.height - markerSize.height),
    );
    const round = (value: number) => Math.round(value * 100) / 100;
    onChange({
      page: pageNumber,
      x: round(left / scale),
      y: round(pageSize.height - (top + markerSize.height) / scale),
      width: SIGNATURE_STAMP.width,
      height: SIGNATURE_STAMP.height,
      originalWidth: round(pageSize.width),
      originalHeight: round(pageSize.height),
      scale: round(scale),
      displayX: round(left),
      displayY: round(top),
      displayWidth: round(markerSize.width),
      displayHeight: round(markerSize.height),
    });
  };

  const marker =
    isPageShown && pageSize && value && value.page === pageNumber
      ? {
          left: value.x * scale,
          top: (pageSize.height - value.y) * scale - (value.height ?? SIGNATURE_STAMP.height) * scale,
          width: (value.width ?? SIGNATURE_STAMP.width) * scale,
          height: (value.height ?? SIGNATURE_STAMP.height) * scale,
        }
      : null;

  return (
    <div className="signing-picker">
      <Space wrap className="signing-picker__toolbar">
        <Button
          icon={<LeftOutlined />}
          aria-label="Vorige pagina"
          disabled={pageNumber <= 1}
          onClick={() => setPageNumber((page) => page - 1)}
        />
        <Typography.Text data-testid="picker-page">
          Pagina {pageNumber} van {pdf?.numPages ?? '…'}
        </Typography.Text>
        <Button
          icon={<RightOutlined />}
          aria-label="Volgende pagina"
          disabled={!pdf || pageNumber >= pdf.numPages}
          onClick={() => setPageNumber((page) => page + 1)}
        />
        <Button
          icon={<MinusOutlined />}
          aria-label="Uitzoomen"
          disabled={zoomStep <= 0}
          onClick={() => setZoomStep((step) => step - 1)}
        />
        <Typography.Text>{Math.round(zoom * 100)}%</Typography.Text>
        <Button
          icon={<PlusOutlined />}
          aria-label="Inzoomen"
          disabled={zoomStep >= ZOOM_STEPS}
          onClick={() => setZoomStep((step) => step + 1)}
        />
      </Space>
      <Typography.Paragraph type="secondary" className="signing-picker__hint">
        {value
          ? `Handtekening op pagina ${value.page}, x ${Math.round(value.x)}, y ${Math.round(value.y)} (PDF-punten vanaf linksonder)`
          : 'Klik op de pagina waar de handtekening moet komen.'}
      </Typography.Paragraph>
      <div className="signing-picker__viewport" ref={viewport}>
        {isPageShown ? null : (
          <div className="signing-picker__loading" role="status" aria-label="Pagina wordt geladen">
            <Spin />
          </div>
        )}
        <div className="signing-picker__page" hidden={!isPageShown}>
          {/* One canvas for the picker's whole life: pdf.js draws into this element, so it is never
              swapped for an empty one once the page is drawn. */}
          <canvas ref={canvas} className="signing-picker__canvas" data-testid="pdf-canvas" onClick={place} />
          {marker && (
            <div
              className="signing-picker__marker"
              data-testid="signature-marker"
              style={{ left: marker.left, top: marker.top, width: marker.width, height: marker.height }}
            />
          )}
        </div>
      </div>
    </div>
  );
}
