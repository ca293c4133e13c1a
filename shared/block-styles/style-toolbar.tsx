/**
 * The toolbar's 'Style' menu (spec 002 §2, "Block style selector"): the block's styles from its
 * block.json, the active one checked, and beside them a preview of the block in the style under
 * the pointer or keyboard focus (the active one otherwise). Picking one changes the block's
 * `is-style-…` class, the same change the sidebar's Styles panel (the editor's own, from the same
 * block.json `styles`) makes, so the two always agree.
 */
import { BlockControls, BlockPreview } from '@wordpress/block-editor';
import type { Block } from '@wordpress/blocks';
import {
	Dropdown,
	Flex,
	FlexItem,
	MenuGroup,
	MenuItem,
	NavigableMenu,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { check, styles as stylesIcon } from '@wordpress/icons';
import { classNameWithStyle, type BlockStyle } from './style-class';
import { useBlockStyles } from './use-block-styles';

const PREVIEW_WIDTH = 240;
/** Tall blocks (a gallery of portraits) are shown from the top. */
const PREVIEW_MAX_HEIGHT = 320;

/** The block as it would look in `style`, for the preview. */
function previewBlock(
	block: Block,
	styles: BlockStyle[],
	style: BlockStyle
): Block {
	return {
		...block,
		attributes: {
			...block.attributes,
			className: classNameWithStyle(
				block.attributes.className as string | undefined,
				styles,
				style
			),
		},
	};
}

function StylePreview( {
	block,
	styles,
	style,
}: {
	block: Block;
	styles: BlockStyle[];
	style: BlockStyle;
} ) {
	const blocks = useMemo(
		() => [ previewBlock( block, styles, style ) ],
		[ block, styles, style ]
	);
	// Inline sizes: the menu is in a popover of the editor page, where blocks' editor styles
	// (loaded in the canvas) do not reach.
	return (
		<FlexItem
			className="block-style-selector__preview"
			data-style={ style.name }
			aria-hidden="true"
			style={ {
				width: PREVIEW_WIDTH,
				maxHeight: PREVIEW_MAX_HEIGHT,
				overflow: 'hidden',
				flexShrink: 0,
			} }
		>
			<BlockPreview blocks={ blocks } viewportWidth={ 601 } />
		</FlexItem>
	);
}

function StyleMenu( {
	block,
	styles,
	active,
	onChoose,
}: {
	block: Block;
	styles: BlockStyle[];
	active?: BlockStyle;
	onChoose: ( style: BlockStyle ) => void;
} ) {
	const [ previewed, setPreviewed ] = useState< BlockStyle | undefined >();
	const shown = previewed ?? active;
	return (
		<Flex className="block-style-selector" align="flex-start" gap={ 4 }>
			<NavigableMenu role="menu" aria-label={ __( 'Style', 'jetpack' ) }>
				<MenuGroup label={ __( 'Style', 'jetpack' ) }>
					{ styles.map( ( style ) => {
						const isActive = style.name === active?.name;
						return (
							<MenuItem
								key={ style.name }
								role="menuitemradio"
								isSelected={ isActive }
								icon={ isActive ? check : null }
								onClick={ () => onChoose( style ) }
								onMouseEnter={ () => setPreviewed( style ) }
								onFocus={ () => setPreviewed( style ) }
							>
								{ style.label ?? style.name }
							</MenuItem>
						);
					} ) }
				</MenuGroup>
			</NavigableMenu>
			{ shown && (
				<StylePreview
					block={ block }
					styles={ styles }
					style={ shown }
				/>
			) }
		</Flex>
	);
}

export default function BlockStyleToolbar( {
	clientId,
}: {
	clientId: string;
} ) {
	const { block, styles, active, choose } = useBlockStyles( clientId );
	if ( ! block || styles.length < 2 ) {
		return null;
	}
	return (
		<BlockControls group="block">
			<ToolbarGroup>
				<Dropdown
					popoverProps={ { placement: 'bottom-start' } }
					renderToggle={ ( { isOpen, onToggle } ) => (
						<ToolbarButton
							icon={ stylesIcon }
							label={ __( 'Style', 'jetpack' ) }
							aria-haspopup="true"
							aria-expanded={ isOpen }
							onClick={ onToggle }
						/>
					) }
					renderContent={ ( { onClose } ) => (
						<StyleMenu
							block={ block }
							styles={ styles }
							active={ active }
							onChoose={ ( style ) => {
								choose( style );
								onClose();
							} }
						/>
					) }
				/>
			</ToolbarGroup>
		</BlockControls>
	);
}
