import { COPY_QUALITY, downscaleSteps, type CopyPlan, type Size } from './sized-copies';

export interface LoadedPicture {
  image: HTMLImageElement;
  size: Size;
  release: () => void;
}

// An SVG without its own width and height has no natural size; it is drawn at the largest crop.
const FALLBACK_SIZE: Size = { width: 1616, height: 909 };

/** Decodes a picture (any type the browser shows, SVG included) for drawing on a canvas. */
export async function loadPicture(blob: Blob): Promise<LoadedPicture> {
  const url = URL.createObjectURL(blob);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  const size =
    image.naturalWidth > 0 && image.naturalHeight > 0
      ? { width: image.naturalWidth, height: image.naturalHeight }
      : FALLBACK_SIZE;
  return { image, size, release: () => URL.revokeObjectURL(url) };
}

function canvasOf(size: Size): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to draw the sized copy on');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  return [canvas, context];
}

/** Draws one sized copy: the planned part of the picture, scaled down in steps, encoded at 0.75. */
export async function renderCopy(picture: LoadedPicture, plan: CopyPlan): Promise<Blob> {
  const { source } = plan;
  let [canvas, context] = canvasOf(source);
  // A JPEG has no transparency: what is transparent in the original turns white, not black.
  if (plan.type === 'image/jpeg') {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, source.width, source.height);
  }
  context.drawImage(picture.image, source.x, source.y, source.width, source.height, 0, 0, source.width, source.height);
  for (const step of downscaleSteps(source, plan.size)) {
    const [next, nextContext] = canvasOf(step);
    nextContext.drawImage(canvas, 0, 0, step.width, step.height);
    [canvas, context] = [next, nextContext];
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(`The browser could not encode ${plan.type}`))),
      plan.type,
      COPY_QUALITY,
    ),
  );
}
