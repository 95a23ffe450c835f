// placeholder module file, replaced as the module grows
