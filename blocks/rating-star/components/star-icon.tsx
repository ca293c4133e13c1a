/** One drawn star (full, half or empty), decorative: the buttons over it carry the meaning. */
import type { StarFill } from '../rating';
import {
	HALF_STAR_PATH,
	STAR_BACK_CLASS,
	STAR_CLASS,
	STAR_FRONT_CLASS,
	STAR_PATH,
	STAR_VIEW_BOX,
} from '../star-shape';

export default function StarIcon( { fill }: { fill: StarFill } ) {
	return (
		<svg
			className={ `${ STAR_CLASS } is-${ fill }` }
			viewBox={ STAR_VIEW_BOX }
			width="24"
			height="24"
			aria-hidden="true"
			focusable="false"
		>
			<path className={ STAR_BACK_CLASS } d={ STAR_PATH } />
			{ fill !== 'empty' && (
				<path
					className={ STAR_FRONT_CLASS }
					d={ fill === 'full' ? STAR_PATH : HALF_STAR_PATH }
				/>
			) }
		</svg>
	);
}
