/**
 * A block's edit UI, loaded the first time that block is shown rather than when the editor
 * starts: registration, `save` and deprecations must be there at once (parsing needs them), the
 * editing UI need not. `lazyEdit( () => import( './edit' ) )` gives the `edit` setting.
 *
 * While the code loads, the block shows an accessible loading state in its own wrapper; once it
 * has loaded, every later instance renders at once. The component tree is the same before and
 * after loading (Suspense → loader → edit), so nothing remounts and no focus is lost.
 */
import { useBlockProps, Warning } from '@wordpress/block-editor';
import { getBlockType } from '@wordpress/blocks';
import { Spinner } from '@wordpress/components';
import { Suspense } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ComponentType } from 'react';

type EditProps = { name: string; [ key: string ]: unknown };
type EditModule = { default: ComponentType< any > };

export type LazyEdit = ComponentType< any > & {
	/** Loads the edit code now (tests, or to warm up before a block is inserted). */
	preload: () => Promise< void >;
};

function blockTitle( name: string ): string {
	return getBlockType( name )?.title ?? name;
}

function EditLoading( { name }: { name: string } ) {
	const blockProps = useBlockProps( { 'aria-busy': true } );
	return (
		<div { ...blockProps }>
			<div role="status" className="block-suite-edit-loading">
				<Spinner />
				{ sprintf(
					/* translators: %s: the block's title, e.g. "Contact Form". */
					__( 'Loading %s…', 'jetpack' ),
					blockTitle( name )
				) }
			</div>
		</div>
	);
}

function EditLoadFailed( { name }: EditProps ) {
	const blockProps = useBlockProps();
	return (
		<div { ...blockProps }>
			<Warning>
				{ sprintf(
					/* translators: %s: the block's title. */
					__(
						'The editor of the %s block could not be loaded. Check the connection and reload the page; the block’s content is kept.',
						'jetpack'
					),
					blockTitle( name )
				) }
			</Warning>
		</div>
	);
}

export function lazyEdit( load: () => Promise< EditModule > ): LazyEdit {
	let Loaded: ComponentType< any > | undefined;
	let loading: Promise< void > | undefined;

	const preload = () => {
		loading ??= load().then(
			( module ) => {
				Loaded = module.default;
			},
			() => {
				Loaded = EditLoadFailed;
			}
		);
		return loading;
	};

	function EditLoader( props: EditProps ) {
		if ( ! Loaded ) {
			// The Suspense protocol: React shows the fallback until this settles.
			throw preload();
		}
		return <Loaded { ...props } />;
	}

	function Edit( props: EditProps ) {
		return (
			<Suspense fallback={ <EditLoading name={ props.name } /> }>
				<EditLoader { ...props } />
			</Suspense>
		);
	}
	Edit.preload = preload;
	return Edit;
}

/** Loads the edit code of every given block whose `edit` is lazy (tests render synchronously after). */
export async function preloadEdits(
	settingsList: Array< { edit?: unknown } >
): Promise< void > {
	await Promise.all(
		settingsList.map( ( settings ) =>
			typeof ( settings.edit as LazyEdit | undefined )?.preload ===
			'function'
				? ( settings.edit as LazyEdit ).preload()
				: undefined
		)
	);
}
