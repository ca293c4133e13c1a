// The social link services of @wordpress/block-library (its `core/social-link` variations: the
// service name, its title and its icon component), imported by path: the package exports them
// only through `build-module/*`, without declarations.
declare module '@wordpress/block-library/build-module/social-link/variations.mjs' {
	import type { ComponentType } from 'react';

	const variations: ReadonlyArray< {
		name: string;
		title: string;
		icon: ComponentType;
	} >;
	export default variations;
}
