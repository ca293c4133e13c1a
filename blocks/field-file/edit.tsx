/**
 * Editor of the file upload field: its label (a `jetpack/label` block) and dropzone text (a
 * `jetpack/dropzone` block) on the canvas, saved in current Jetpack's shape; in the sidebar,
 * whether a file is required and the field's limits — how many files, how large, which kinds —
 * within the site maxima the server documents (20 MB, 10 files; a site may set lower ones, and
 * the server always applies the lower of the two).
 */
import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	CheckboxControl,
	PanelBody,
	RangeControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useEffect } from 'react';
import FieldConditionsPanel from '../../shared/forms/field-conditions-panel';
import { CURRENT_SHAPE } from '../../shared/forms/field-save';
import {
	FILE_KINDS,
	fileFieldLimits,
	SITE_MAX_FILE_MB,
	SITE_MAX_FILES,
} from '../../shared/forms/model/file-field';
import type { ConditionalLogic } from '../../shared/forms/model/conditional-logic';
import { useWrapLooseField } from '../../shared/forms/wrap-loose-field';

type FileFieldAttributes = {
	label: string;
	required: boolean;
	maxfiles: number;
	maxFileSize?: number;
	fileTypes?: string[];
	wrapperElement?: string;
	conditionalLogic?: ConditionalLogic;
};

export default function FieldFileEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< FileFieldAttributes > ) {
	useWrapLooseField( clientId );
	// Made here with its parts: saved in the current shape (shared/forms/field-save.tsx).
	useEffect( () => {
		if ( attributes.wrapperElement !== CURRENT_SHAPE ) {
			setAttributes( { wrapperElement: CURRENT_SHAPE } );
		}
	}, [ attributes.wrapperElement, setAttributes ] );
	const limits = fileFieldLimits( attributes );
	const chosen = new Set( attributes.fileTypes ?? [] );
	const isKindOn = ( extensions: readonly string[] ) =>
		! chosen.size ||
		extensions.every( ( extension ) => chosen.has( extension ) );
	const toggleKind = ( extensions: readonly string[], on: boolean ) => {
		const current = chosen.size
			? new Set( chosen )
			: new Set( FILE_KINDS.flatMap( ( kind ) => kind.extensions ) );
		extensions.forEach( ( extension ) =>
			on ? current.add( extension ) : current.delete( extension )
		);
		const all = FILE_KINDS.every( ( kind ) =>
			kind.extensions.every( ( extension ) => current.has( extension ) )
		);
		// Every kind on is the default: no attribute.
		setAttributes( {
			fileTypes: all || ! current.size ? undefined : [ ...current ],
		} );
	};
	const innerBlocksProps = useInnerBlocksProps(
		useBlockProps( { className: 'jetpack-field jetpack-field-file' } ),
		{ templateLock: 'all' }
	);
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'jetpack' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Field is required', 'jetpack' ) }
						checked={ attributes.required }
						onChange={ ( required ) =>
							setAttributes( { required } )
						}
					/>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Number of files', 'jetpack' ) }
						help={ __(
							'The most files a visitor can attach to this field.',
							'jetpack'
						) }
						min={ 1 }
						max={ SITE_MAX_FILES }
						value={ limits.maxFiles }
						onChange={ ( value ) =>
							setAttributes( { maxfiles: value ?? 1 } )
						}
					/>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Maximum file size (MB)', 'jetpack' ) }
						help={ __(
							'Per file. The site’s own maximum applies when it is lower.',
							'jetpack'
						) }
						min={ 1 }
						max={ SITE_MAX_FILE_MB }
						value={ limits.maxFileMb }
						onChange={ ( value ) =>
							setAttributes( {
								maxFileSize:
									! value || value >= SITE_MAX_FILE_MB
										? undefined
										: value,
							} )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Allowed files', 'jetpack' ) }>
					{ FILE_KINDS.map( ( kind ) => (
						<CheckboxControl
							__nextHasNoMarginBottom
							key={ kind.key }
							label={ kind.label }
							checked={ isKindOn( kind.extensions ) }
							onChange={ ( on ) =>
								toggleKind( kind.extensions, on )
							}
						/>
					) ) }
				</PanelBody>
				<FieldConditionsPanel
					clientId={ clientId }
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			</InspectorControls>
			<div { ...innerBlocksProps } />
		</>
	);
}
