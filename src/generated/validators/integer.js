// generated - do not edit: written by `npm run gen` from schemas/defs/integer.json; edit the schema and regenerate.
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/defs/integer.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/defs/integer.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/defs/integer.json","title":"caption.number","type":"integer","messages":{"required":"field.required","type":"field.integer","minimum":"field.minimum","maximum":"field.maximum"},"definitions":{}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/defs/integer.json" */;
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"}};
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
