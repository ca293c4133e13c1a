/**
 * Frozen: Jetpack's apiVersion 3 saved fallback, where the block wrapper is a div and the
 * figure inside it carries only the alignment. Valid content of this shape migrates to the
 * current figure-only markup on the next save. Do not edit.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import type { CSSProperties } from 'react';

type V1Attributes = {
	rating: number;
	maxRating: number;
	color?: string;
	align: string;
	className?: string;
};

const v1Attributes = {
	rating: { type: 'number', default: 1 },
	maxRating: { type: 'number', default: 5 },
	color: { type: 'string' },
	align: { type: 'string', default: 'left' },
} as const;

function starPositions( rating: number ): number[] {
	const count = Number.isFinite( rating )
		? Math.min( 10, Math.max( 0, Math.ceil( rating ) ) )
		: 0;
	return Array.from( { length: count }, ( _, index ) => index + 1 );
}

const v1: BlockDeprecation< V1Attributes > = {
	apiVersion: 3,
	attributes: v1Attributes,
	supports: { html: false },
	save( { attributes } ) {
		const { rating, color, align } = attributes as V1Attributes;
		return (
			<div { ...useBlockProps.save() }>
				<figure
					style={ {
						textAlign: align as CSSProperties[ 'textAlign' ],
					} }
				>
					{ starPositions( rating ).map( ( position ) => (
						<span
							key={ position }
							style={ color ? { color } : undefined }
						>
							★
						</span>
					) ) }
				</figure>
			</div>
		);
	},
};

export default v1;
