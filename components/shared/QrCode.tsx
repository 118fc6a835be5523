import QRCode from 'qrcode';

/** The dark modules of a QR code as one SVG path, with a quiet zone of `margin` modules. */
export function qrPath(value: string, margin = 2): { path: string; size: number } {
  const qr = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const { size, data } = qr.modules;
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (data[row * size + col]) path += `M${col + margin} ${row + margin}h1v1h-1z`;
    }
  }
  return { path, size: size + margin * 2 };
}

/** A QR code rendered on the server as inline SVG: no image request, no client code. */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { path, size } = qrPath(value);
  return (
    <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} className={className} shapeRendering="crispEdges" data-qr={value}>
      <title>{label}</title>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#15181c" />
    </svg>
  );
}
