// Packages that ship no type declarations of their own.
declare module '@wordpress/block-editor';
declare module '@wordpress/block-library';
declare module '@wordpress/format-library';
declare module '*.css';
declare module '*.scss';
