/** The block icon: three stacked cards. */
import { Path, SVG } from '@wordpress/components';

const icon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M4 5h7v6H4zm1.5 1.5v3h4v-3zM13 5h7v1.5h-7zm0 3h7v1.5h-7zM4 13h7v6H4zm1.5 1.5v3h4v-3zM13 13h7v1.5h-7zm0 3h7v1.5h-7z" />
	</SVG>
);

export default icon;
