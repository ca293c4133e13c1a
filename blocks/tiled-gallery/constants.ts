/** The tiled gallery's limits and names (spec 002 §3, §5, §9). */
export const GUTTER_WIDTH = 4;
export const MAX_COLUMNS = 20;
export const MAX_ROUNDED_CORNERS = 20;
/** Column widths are stored as percentages with this many decimals. */
export const WIDTH_DECIMALS = 5;

export const LAYOUT_STYLES = [
	'rectangular',
	'circle',
	'square',
	'columns',
] as const;
export type LayoutStyle = ( typeof LAYOUT_STYLES )[ number ];
export const DEFAULT_LAYOUT: LayoutStyle = 'rectangular';

export const IMAGE_FILTERS = [
	'black-and-white',
	'sepia',
	'1977',
	'clarendon',
	'gingham',
] as const;

export const LINK_TO_OPTIONS = [ 'attachment', 'media', 'none' ] as const;
export type LinkTo = ( typeof LINK_TO_OPTIONS )[ number ];
