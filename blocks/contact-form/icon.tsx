/** The Form block's icon: a framed form with two fields. */
import { Path, SVG } from '@wordpress/components';

export default (
	<SVG
		xmlns="http://www.w3.org/2000/svg"
		viewBox="0 0 24 24"
		width={ 24 }
		height={ 24 }
	>
		<Path d="M13 7.5h5V9h-5zm0 7.5h5v1.5h-5z" />
		<Path d="M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm.5 16a.5.5 0 0 1-.5.5H5a.5.5 0 0 1-.5-.5V5a.5.5 0 0 1 .5-.5h14a.5.5 0 0 1 .5.5z" />
		<Path d="M9.5 13h-2A1.5 1.5 0 0 0 6 14.5v2A1.5 1.5 0 0 0 7.5 18h2a1.5 1.5 0 0 0 1.5-1.5v-2A1.5 1.5 0 0 0 9.5 13zm0 3.5h-2v-2h2zM9.5 6h-2A1.5 1.5 0 0 0 6 7.5v2A1.5 1.5 0 0 0 7.5 11h2A1.5 1.5 0 0 0 11 9.5v-2A1.5 1.5 0 0 0 9.5 6zm0 3.5h-2v-2h2z" />
	</SVG>
);
