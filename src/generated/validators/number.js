// generated - do not edit: written by `npm run gen` from schemas/defs/number.json; edit the schema and regenerate.
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/defs/number.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/defs/number.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/defs/number.json","title":"caption.number","type":"number","messages":{"required":"field.required","type":"field.number","minimum":"field.minimum","maximum":"field.maximum"},"definitions":{}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/defs/number.json" */;
let vErrors = null;
let errors = 0;
if(!(typeof data == "number")){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
