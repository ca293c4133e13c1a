/** Attributes of jetpack/gif (declared in block.json). */
export type GifAttributes = {
	align: string;
	caption?: string;
	/** The animated image (current content). */
	gifUrl?: string;
	/** The GIF service's embed address, as older content saved it. */
	giphyUrl?: string;
	searchText?: string;
	paddingTop: string;
	attributionUrl?: string;
	attributionName?: string;
	className?: string;
};

/** A GIF as the host's `wpcom/v2/gif` routes answer it (server/embeds/giphy-client.ts). */
export type GifItem = {
	id: string;
	title: string;
	/** The animated GIF. */
	url: string;
	/** A still of it, for the thumbnail strip. */
	stillUrl: string;
	width: number;
	height: number;
	embedUrl: string;
};
