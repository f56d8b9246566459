// generated - do not edit: written by `npm run gen` from schemas/defs/terms-of-use.json; edit the schema and regenerate.
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/defs/terms-of-use.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/defs/terms-of-use.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/defs/terms-of-use.json","title":"caption.termsOfUse","type":"boolean","const":true,"messages":{"required":"termsOfUse.required","const":"termsOfUse.required"},"definitions":{}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/defs/terms-of-use.json" */;
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(true !== data){
const err1 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: true}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
