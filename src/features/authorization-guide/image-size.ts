/** The step images' intrinsic size (public/tutorial/{set}/NN.svg), set on <img> so nothing shifts. */
export const IMAGE_WIDTH = 200;
export const IMAGE_HEIGHT = 360;
