/** The block icon: the Markdown mark (an "M" and a down arrow in a rounded frame). */
import { Path, Rect, SVG } from '@wordpress/components';

const icon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Rect
			x="2.75"
			y="5.75"
			width="18.5"
			height="12.5"
			rx="2"
			fill="none"
			stroke="currentColor"
			strokeWidth="1.5"
		/>
		<Path d="M5.5 15V9h1.7L9 11.3 10.8 9h1.7v6h-1.7v-3.4L9 13.8l-1.8-2.2V15zM15.5 9h2v3H19l-2.5 3-2.5-3h1.5z" />
	</SVG>
);

export default icon;
