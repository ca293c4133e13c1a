/**
 * `core/legacy-widget`: the block WordPress's widget screens use for an old (PHP) widget. The
 * standalone editor has no widget screens, so it registers a small stand-in: content holding
 * one opens valid (the block saves nothing), the editor names the widget, and a Social Icons
 * widget offers its conversion to social links (social-icons-widget.ts).
 */
import { useBlockProps } from '@wordpress/block-editor';
import {
	createBlock,
	getBlockType,
	registerBlockType,
} from '@wordpress/blocks';
import { Button, Placeholder } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { widget as widgetIcon } from '@wordpress/icons';
import {
	isSocialIconsWidget,
	socialIconsWidgetToBlocks,
} from './social-icons-widget';

type BlockInstance = ReturnType< typeof createBlock >;

type Attributes = {
	id?: string | null;
	idBase?: string | null;
	instance?: { raw?: Record< string, unknown > } | null;
};

function LegacyWidgetEdit( {
	attributes,
	clientId,
}: {
	attributes: Attributes;
	clientId: string;
} ) {
	const { replaceBlocks } = useDispatch( 'core/block-editor' ) as {
		replaceBlocks: ( id: string, blocks: BlockInstance[] ) => void;
	};
	const name =
		attributes.idBase ?? attributes.id ?? __( 'unknown', 'jetpack' );
	return (
		<div { ...useBlockProps() }>
			<Placeholder
				icon={ widgetIcon }
				label={ __( 'Legacy Widget', 'jetpack' ) }
			>
				<p>
					{ sprintf(
						/* translators: %s: the widget's id. */
						__(
							'The widget “%s” is only shown on WordPress sites.',
							'jetpack'
						),
						name
					) }
				</p>
				{ isSocialIconsWidget( attributes ) && (
					<Button
						variant="primary"
						onClick={ () =>
							replaceBlocks(
								clientId,
								socialIconsWidgetToBlocks( attributes )
							)
						}
					>
						{ __( 'Convert to social links', 'jetpack' ) }
					</Button>
				) }
			</Placeholder>
		</div>
	);
}

export function registerLegacyWidgetBlock() {
	if ( getBlockType( 'core/legacy-widget' ) ) {
		return;
	}
	registerBlockType( 'core/legacy-widget', {
		apiVersion: 3,
		title: __( 'Legacy Widget', 'jetpack' ),
		category: 'widgets',
		icon: widgetIcon,
		attributes: {
			id: { type: 'string', default: null },
			idBase: { type: 'string', default: null },
			instance: { type: 'object', default: null },
		},
		supports: { html: false, inserter: false, customClassName: false },
		edit: LegacyWidgetEdit,
		save: () => null,
	} as never );
}
