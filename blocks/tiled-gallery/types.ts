/** Attributes of jetpack/tiled-gallery as declared in block.json (spec 002 §3). */
export type GalleryImage = {
	alt?: string;
	height?: number;
	/** Stored as the img's `data-id`, so it reads back as a string. */
	id?: string | number;
	/** The attachment page's address. */
	link?: string;
	customLink?: string;
	/** The original file's address; a `blob:` URL while it uploads. */
	url?: string;
	width?: number;
};

export type TiledGalleryAttributes = {
	align?: string;
	className?: string;
	columns?: number;
	columnWidths: string[][];
	ids: number[];
	imageFilter?: string;
	images: GalleryImage[];
	imageCrop: boolean;
	linkTo: string;
	roundedCorners: number;
	style?: Record< string, unknown >;
	backgroundColor?: string;
	gradient?: string;
};
