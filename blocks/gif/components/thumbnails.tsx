/** The strip of search results: choosing one makes it the block's GIF. */
import { __, sprintf } from '@wordpress/i18n';
import type { GifItem } from '../types';

type Props = {
	items: GifItem[];
	selectedUrl?: string;
	onChoose: ( item: GifItem ) => void;
};

export default function Thumbnails( { items, selectedUrl, onChoose }: Props ) {
	return (
		<ul
			className="wp-block-jetpack-gif__thumbnails"
			aria-label={ __( 'GIFs found', 'jetpack' ) }
		>
			{ items.map( ( item, index ) => (
				<li key={ item.id }>
					<button
						type="button"
						aria-pressed={ item.url === selectedUrl }
						aria-label={ sprintf(
							/* translators: 1: position in the results, 2: the GIF's title. */
							__( 'Choose GIF %1$d: %2$s', 'jetpack' ),
							index + 1,
							item.title || __( 'untitled', 'jetpack' )
						) }
						onClick={ () => onChoose( item ) }
					>
						<img src={ item.stillUrl } alt="" />
					</button>
				</li>
			) ) }
		</ul>
	);
}
