/**
 * The star drawn by the editor and by the server renderer: a five-pointed star in a 24×24
 * box, and its left half (the half star of a half rating).
 */
export const STAR_VIEW_BOX = '0 0 24 24';

export const STAR_PATH =
	'M12 1L14.7 8.28L22.46 8.6L16.37 13.42L18.47 20.9L12 16.6L5.53 20.9L7.63 13.42L1.54 8.6L9.3 8.28Z';

export const HALF_STAR_PATH =
	'M12 1L9.3 8.28L1.54 8.6L7.63 13.42L5.53 20.9L12 16.6Z';

/** Class names of a drawn star, shared by the editor and the visitors' markup. */
export const STAR_CLASS = 'wp-block-jetpack-rating-star__star';
export const STAR_BACK_CLASS = 'wp-block-jetpack-rating-star__star-back';
export const STAR_FRONT_CLASS = 'wp-block-jetpack-rating-star__star-front';
