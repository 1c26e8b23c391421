import { Alert, Button, Space, Spin, Typography } from 'antd';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
// Self-hosted with the app (no CDN): Vite copies the worker into the build and the CSP's 'self' allows it.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useState } from 'react';
import { SIGNATURE_MARKER, SIGNING_PREVIEW_SCALE, SIGNING_ZOOM } from '../../../../../shared/constants';
import { messages } from '../../../../../shared/messages';
import type { SignaturePosition } from '../../../../../shared/schemas/signing';
import { LeftOutlined, MinusOutlined, PlusOutlined, RightOutlined } from '../../../components/icons';

GlobalWorkerOptions.workerSrc = workerUrl;

const m = messages.signing;

type PdfPositionPickerProps = {
  file: File;
  value: SignaturePosition | null;
  onChange: (position: SignaturePosition) => void;
};

const ZOOM_STEPS = Math.round((SIGNING_ZOOM.max - SIGNING_ZOOM.min) / SIGNING_ZOOM.step);
const zoomAt = (step: number) => Math.round((SIGNING_ZOOM.min + step * SIGNING_ZOOM.step) * 10) / 10;
const INITIAL_STEP = Math.round((1 - SIGNING_ZOOM.min) / SIGNING_ZOOM.step);

/**
 * Spec §4: the PDF shown at 1.4 × the zoom (50–200 % in steps of 10 %), page previous/next, and a
 * click that places the 80 × 30 marker; the position goes to the server in PDF points from the
 * page's bottom left, the marker's size scaled the same way.
 */
export function PdfPositionPicker({ file, value, onChange }: PdfPositionPickerProps) {
  // State, not a ref: the page is measured on a hidden canvas while loading and must be drawn again
  // once the visible canvas replaces it (a ref change would not rerun the drawing effect).
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoomStep, setZoomStep] = useState(INITIAL_STEP);
  const [pageSize, setPageSize] = useState<{ width: number; height: number } | null>(null);
  const zoom = zoomAt(zoomStep);
  const scale = SIGNING_PREVIEW_SCALE * zoom;

  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    setPdf(null);
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

  useEffect(() => {
    if (!pdf || !canvas) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    void pdf.getPage(pageNumber).then((page) => {
      if (cancelled) return;
      const viewport = page.getViewport({ scale });
      const base = page.getViewport({ scale: 1 });
      setPageSize({ width: base.width, height: base.height });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      task = page.render({ canvas, viewport });
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, scale, canvas]);

  if (failed) return <Alert type="error" showIcon title={m.pdfLoadFailed} />;
  if (!pdf || !pageSize) {
    return (
      <div className="signing-picker__loading">
        <Spin />
        <canvas ref={setCanvas} hidden />
      </div>
    );
  }

  const place = (event: React.MouseEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // The marker is centred on the click and kept on the page.
    const left = Math.min(
      Math.max(0, event.clientX - box.left - SIGNATURE_MARKER.width / 2),
      box.width - SIGNATURE_MARKER.width,
    );
    const top = Math.min(
      Math.max(0, event.clientY - box.top - SIGNATURE_MARKER.height / 2),
      box.height - SIGNATURE_MARKER.height,
    );
    const round = (value: number) => Math.round(value * 100) / 100;
    onChange({
      page: pageNumber,
      x: round(left / scale),
      y: round(pageSize.height - (top + SIGNATURE_MARKER.height) / scale),
      width: round(SIGNATURE_MARKER.width / scale),
      height: round(SIGNATURE_MARKER.height / scale),
      originalWidth: round(pageSize.width),
      originalHeight: round(pageSize.height),
      scale: round(scale),
      displayX: round(left),
      displayY: round(top),
      displayWidth: SIGNATURE_MARKER.width,
      displayHeight: SIGNATURE_MARKER.height,
    });
  };

  const marker =
    value && value.page === pageNumber
      ? {
          left: value.x * scale,
          top: (pageSize.height - value.y) * scale - (value.height ?? SIGNATURE_MARKER.height) * scale,
          width: (value.width ?? SIGNATURE_MARKER.width) * scale,
          height: (value.height ?? SIGNATURE_MARKER.height) * scale,
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
          Pagina {pageNumber} van {pdf.numPages}
        </Typography.Text>
        <Button
          icon={<RightOutlined />}
          aria-label="Volgende pagina"
          disabled={pageNumber >= pdf.numPages}
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
      <div className="signing-picker__viewport">
        <div className="signing-picker__page">
          <canvas
            ref={setCanvas}
            className="signing-picker__canvas"
            data-testid="pdf-canvas"
            onClick={place}
          />
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
