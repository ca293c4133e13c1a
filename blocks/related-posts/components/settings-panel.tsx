/** The sidebar: what each post shows and how many posts (1–6). */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, RangeControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { MAX_POSTS, MIN_POSTS, postsToShowOf } from '../limits';
import type { RelatedPostsAttributes } from '../types';

type Props = {
	attributes: RelatedPostsAttributes;
	setAttributes: ( changes: Partial< RelatedPostsAttributes > ) => void;
};

export default function SettingsPanel( { attributes, setAttributes }: Props ) {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Related Posts settings', 'jetpack' ) }>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Display thumbnails', 'jetpack' ) }
					checked={ attributes.displayThumbnails }
					onChange={ ( displayThumbnails ) =>
						setAttributes( { displayThumbnails } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Display date', 'jetpack' ) }
					checked={ attributes.displayDate }
					onChange={ ( displayDate ) =>
						setAttributes( { displayDate } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Display context', 'jetpack' ) }
					help={ __( 'Why each post is related.', 'jetpack' ) }
					checked={ attributes.displayContext }
					onChange={ ( displayContext ) =>
						setAttributes( { displayContext } )
					}
				/>
				<RangeControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Number of posts', 'jetpack' ) }
					value={ postsToShowOf( attributes.postsToShow ) }
					min={ MIN_POSTS }
					max={ MAX_POSTS }
					onChange={ ( value ) =>
						setAttributes( { postsToShow: postsToShowOf( value ) } )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
