/** Attributes of jetpack/slideshow as declared in block.json (defaults applied by the editor). */
export type SlideshowImage = {
	alt: string;
	caption?: string;
	/** A string when parsed from saved markup (`data-id`), a number when picked in the editor. */
	id?: number | string;
	url: string;
	/** width / height, saved as `data-aspect-ratio` (may be a fraction such as `4/3`). */
	aspectRatio?: string;
};

export type SlideshowEffect = 'slide' | 'fade';

export type SlideshowAttributes = {
	align?: string;
	autoplay: boolean;
	delay: number;
	ids: Array< number | string >;
	images: SlideshowImage[];
	effect: SlideshowEffect;
	sizeSlug?: string;
	className?: string;
};
