/** The block icon: a clock with a returning arrow. */
import { Path, SVG } from '@wordpress/components';

const icon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M13 3a9 9 0 0 0-9 9H1.5l3.4 3.5L8.5 12H6a7 7 0 1 1 2.05 4.95l-1.42 1.42A9 9 0 1 0 13 3zm-1 5v5.2l4.3 2.5.75-1.25-3.55-2.1V8z" />
	</SVG>
);

export default icon;
