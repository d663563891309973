/* global window, document, Image */
// Loaded into the page by svg-render.browser.test.ts: measures an SVG picture as
// Chromium renders it.

/**
 * Renders `svgText` twice: inline in the document (for the boxes of its shapes) and as
 * an image drawn on a canvas (for its pixels). Returns the rendered size, the number
 * of pixels that are not white, how many pixels have each color (as `#RRGGBB`), and
 * the boxes of the shapes.
 */
window.measureSvg = async (svgText) => {
  document.body.innerHTML = svgText;
  const svg = document.querySelector('svg');
  const rect = svg.getBoundingClientRect();
  const boxes = [...svg.querySelectorAll('path')].map((p) => {
    const b = p.getBBox();
    return { x: b.x, y: b.y, width: b.width, height: b.height };
  });

  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  let nonWhite = 0;
  const colors = {};
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
    if (r < 250 || g < 250 || b < 250) nonWhite++;
    const hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
    colors[hex] = (colors[hex] ?? 0) + 1;
  }
  return {
    rendered: { width: rect.width, height: rect.height },
    image: { width: img.naturalWidth, height: img.naturalHeight },
    pixels: canvas.width * canvas.height,
    nonWhite,
    colors,
    boxes,
  };
};
