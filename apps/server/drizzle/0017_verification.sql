-- placeholder: replaced by the feature's owner (issue 18)
SELECT 1;
